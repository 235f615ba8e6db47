// Strong Customer Authentication as the browser sees it: the payer's bank asks them to confirm a card payment, and
// they complete the bank's step or fail it (closing it counts as failing). The server then reads what the bank said.
export type BankAnswer = 'complete' | 'fail';
