/** '905321234567' → '+90 (532) 123 45 67' (docs/product.md §2 phone mask with the fixed prefix 90); other text as is. */
export function formatPhone(phone: string): string {
  const m = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+90 (${m[1]}) ${m[2]} ${m[3]} ${m[4]}` : phone;
}
