import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/app/i18n';
import { RefusalText } from '../RefusalText';

// The store keeps a failure's reason and figures; the view words them, so switching language re-words one shown.
describe('RefusalText', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('words a refusal with its figures, and again in the language chosen while it is shown', async () => {
    const refusal = {
      reason: 'managerSlotTaken',
      params: { ownerName: 'Marco', startTime: '7:00 PM', endTime: '10:00 PM' },
    };
    render(
      <p>
        <RefusalText refusal={refusal} />
      </p>,
    );
    expect(
      screen.getByText('Sorry! Slot of Event Manager (Marco) from 7:00 PM - 10:00 PM already booked'),
    ).toBeInTheDocument();

    await act(() => changeLanguage('de'));
    expect(
      screen.getByText(
        'Das Zeitfenster des Eventmanagers (Marco) von 7:00 PM bis 10:00 PM ist bereits gebucht.',
      ),
    ).toBeInTheDocument();
  });

  it("shows a library's own words as they are", () => {
    render(
      <p>
        <RefusalText
          refusal={{ reason: 'request', params: { detail: 'Missing or insufficient permissions.' } }}
        />
      </p>,
    );
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
