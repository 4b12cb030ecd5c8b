/** Writes up to 11 CPF digits as 000.000.000-00 while the player types. */
export function maskCpf(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const head = parts.join('.');
  return digits.length > 9 ? `${head}-${digits.slice(9)}` : head;
}
