/**
 * How saved payment details are shown (docs/wallet.md), written once for the platform server
 * (which stores and sends the masked text) and the site (tests, labels). Pure code, no imports.
 */

/** Bullet group standing for hidden characters. */
const HIDDEN = '••••';

/**
 * A compact IBAN ('TR330006100519786457841326') masked to its country, check digits and last four digits:
 * 'TR33 •••• •••• 1326'. Anything shorter than 8 characters is fully hidden.
 */
export function maskIban(compact: string): string {
  const iban = compact.replace(/\s+/g, '').toUpperCase();
  if (iban.length < 8) return HIDDEN;
  return `${iban.slice(0, 4)} ${HIDDEN} ${HIDDEN} ${iban.slice(-4)}`;
}

/** A card's last four digits as shown: '•••• 4242'. */
export function maskCard(last4: string): string {
  return `${HIDDEN} ${last4}`;
}
