/**
 * The `tel:` address of a phone number as a restaurant writes it ('+31 20 555 0101' → 'tel:+31205550101').
 * @example telHref('+31 (0)20 555 0101') //=> 'tel:+310205550101'
 */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Words that name a phone number, with the number a link that calls it (one tap on a phone). */
export function TextWithPhoneLink({ text, phone }: { text: string; phone: string }) {
  const at = phone ? text.indexOf(phone) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={telHref(phone)}>{phone}</a>
      {text.slice(at + phone.length)}
    </>
  );
}
