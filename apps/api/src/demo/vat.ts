import { vatCheckDigit } from '@portal/domain';

export { vatCheckDigit };

export function makeVat(first10: string): string {
  return `${first10}${vatCheckDigit(first10)}`;
}
