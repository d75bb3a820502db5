/** Check digit of an Italian partita IVA over its first ten digits. */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(first10[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

export function makeVat(first10: string): string {
  return `${first10}${vatCheckDigit(first10)}`;
}
