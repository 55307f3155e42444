const number = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kuruş as lira text in the tr-TR format without the sign, e.g. 123450 -> '1.234,50' (messages put '₺' in front). */
export function liraText(kurus: number): string {
  return number.format(kurus / 100);
}
