// @vitest-environment jsdom -- a hook renders in a DOM.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stepKeysOf, useAddEventSteps, type StepKey } from './useAddEventSteps';

describe('stepKeysOf', () => {
  it('gives organizers five steps and the other roles four', () => {
    expect(stepKeysOf('organizer')).toEqual(['details', 'packages', 'venue', 'managers', 'payment']);
    expect(stepKeysOf('eventManager')).toEqual(['details', 'packages', 'venue', 'payment']);
    expect(stepKeysOf('venueOwner')).toEqual(['details', 'packages', 'managers', 'payment']);
  });
});

describe('useAddEventSteps', () => {
  const setup = (validate: (key: StepKey) => Promise<boolean>, busy = false) =>
    renderHook(
      (props: { busy: boolean }) => useAddEventSteps({ role: 'venueOwner', validate, busy: props.busy }),
      {
        initialProps: { busy },
      },
    );

  it('leaves a step forward only once it validates', async () => {
    const validate = vi.fn(async (key: StepKey) => key !== 'packages');
    const { result } = setup(validate);
    expect(result.current.activeKey).toBe('details');
    expect(result.current.ownVenueStep).toBe('managers');
    expect(result.current.lastBookingStep).toBe('managers');

    await act(() => result.current.leaveTo(1));
    expect(validate).toHaveBeenLastCalledWith('details');
    expect(result.current.activeKey).toBe('packages');
    expect(result.current.reached('packages')).toBe(true);
    expect(result.current.reached('managers')).toBe(false);
    expect(result.current.reached('venue')).toBe(false);

    await act(() => result.current.leaveTo(2));
    expect(validate).toHaveBeenLastCalledWith('packages');
    expect(result.current.activeKey).toBe('packages');
  });

  it('goes back without validating and clears the step error', async () => {
    const validate = vi.fn(async () => true);
    const { result } = setup(validate);
    await act(() => result.current.leaveTo(2));
    expect(result.current.activeKey).toBe('managers');
    act(() => result.current.setError({ key: 'booking.managerRequired' }));
    validate.mockClear();

    await act(() => result.current.leaveTo(0));
    expect(validate).not.toHaveBeenCalled();
    expect(result.current.activeKey).toBe('details');
    expect(result.current.error).toBeNull();
    expect(result.current.visited).toBe(2);
  });

  it('clears the last error before validating again', async () => {
    const { result } = setup(async () => true);
    act(() => result.current.setError({ text: 'Card not ready' }));
    await act(async () => void (await result.current.validateActive()));
    expect(result.current.error).toBeNull();
  });

  it('stays put while the event is being created', async () => {
    const validate = vi.fn(async () => true);
    const { result } = setup(validate, true);
    await act(() => result.current.leaveTo(1));
    expect(validate).not.toHaveBeenCalled();
    expect(result.current.active).toBe(0);
  });

  it('forgets progress past a step', async () => {
    const { result } = setup(async () => true);
    await act(() => result.current.leaveTo(3));
    await act(() => result.current.leaveTo(0));
    act(() => result.current.reachUpTo(1));
    expect(result.current.visited).toBe(1);
    expect(result.current.reached('managers')).toBe(false);
  });
});
