import { describe, expect, it } from 'vitest';
import type { Ticket } from './entities';
import { csvCell, csvDateTime, ticketsCsv, ticketsCsvFileName, type TicketsCsvLabels } from './ticketsCsv';

const LABELS: TicketsCsvLabels = {
  ticketId: 'Ticket ID',
  buyer: 'Buyer Name',
  date: 'Date',
  amount: 'Amount',
  paymentStatus: 'Payment Status',
  paymentMethod: 'Payment Method',
  package: 'Package',
  checkedIn: 'Checked In',
  feedback: 'Feedback Note',
  paid: 'Paid',
  pending: 'Pending',
  refunded: 'Refunded',
  disputed: 'Disputed',
  yes: 'Yes',
  no: 'No',
};

const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 'A1B2C3D4E5F6A7B8C9D0',
  ticketId: 'A1B2C3D4E5F6A7B8C9D0',
  userId: 'app-1',
  userName: 'Alice Attendee',
  purchaseDate: Date.UTC(2030, 6, 1, 18, 5),
  amountPaid: 12,
  isPaid: true,
  refunded: false,
  isCheckedIn: false,
  paymentMethod: 'Card',
  ticketType: 'Standard',
  eventId: 'e1',
  eventOwnerId: 'organizer-1',
  feedbackNotes: '',
  ...overrides,
});

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Alice Attendee')).toBe('Alice Attendee');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('Jo "DJ" Smith')).toBe('"Jo ""DJ"" Smith"');
    expect(csvCell('first line\nsecond')).toBe('"first line\nsecond"');
    expect(csvCell('carriage\r')).toBe('"carriage\r"');
  });

  it('keeps text that a spreadsheet would run as a formula from being one', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+44 20 7946')).toBe("'+44 20 7946");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvDateTime', () => {
  it('writes the purchase time in London, summer and winter', () => {
    expect(csvDateTime(Date.UTC(2030, 6, 1, 18, 5))).toBe('2030-07-01 19:05');
    expect(csvDateTime(Date.UTC(2030, 0, 14, 9, 30))).toBe('2030-01-14 09:30');
    expect(csvDateTime(0)).toBe('');
  });
});

describe('ticketsCsv', () => {
  it('writes a header and one row per ticket with the full id, CRLF line ends', () => {
    const csv = ticketsCsv(
      [
        ticket(),
        ticket({
          ticketId: 'FFEE00112233445566AA',
          userName: 'Smith, "Jo"',
          amountPaid: 24.1,
          isPaid: false,
          isCheckedIn: true,
          ticketType: 'VIP',
          feedbackNotes: '=1+1\nlate',
        }),
      ],
      LABELS,
    );
    expect(csv.split('\r\n')).toEqual([
      'Ticket ID,Buyer Name,Date,Amount,Payment Status,Payment Method,Package,Checked In,Feedback Note',
      'A1B2C3D4E5F6A7B8C9D0,Alice Attendee,2030-07-01 19:05,12.00,Paid,Card,Standard,No,',
      'FFEE00112233445566AA,"Smith, ""Jo""",2030-07-01 19:05,24.10,Pending,Card,VIP,Yes,"\'=1+1\nlate"',
      '',
    ]);
  });

  it('is only the header for an event without tickets', () => {
    expect(ticketsCsv([], LABELS)).toBe(
      'Ticket ID,Buyer Name,Date,Amount,Payment Status,Payment Method,Package,Checked In,Feedback Note\r\n',
    );
  });
});

describe('ticketsCsvFileName', () => {
  it("names the file after the event's title", () => {
    expect(ticketsCsvFileName('Salsa Social Tonight', 'e1')).toBe('tickets-salsa-social-tonight.csv');
    expect(ticketsCsvFileName('  Café & Kizomba! ', 'e1')).toBe('tickets-cafe-kizomba.csv');
    expect(ticketsCsvFileName('???', 'e1')).toBe('tickets-e1.csv');
  });
});

describe('ticketsCsv payment status', () => {
  it("writes a refunded ticket's status in the CSV", () => {
    const [, row] = ticketsCsv([ticket({ isPaid: false, refunded: true })], LABELS).split('\r\n');
    expect(row.split(',')[4]).toBe('Refunded');
  });

  it("writes a disputed ticket's status in the CSV", () => {
    const [, row] = ticketsCsv([ticket({ isPaid: true, disputed: true })], LABELS).split('\r\n');
    expect(row.split(',')[4]).toBe('Disputed');
  });
});
