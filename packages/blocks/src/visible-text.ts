/**
 * Characters that draw nothing: white space and separators, control and format characters
 * (zero-width spaces and joiners, direction marks, the byte-order mark), the other code points
 * Unicode says to ignore when they cannot be shown (Mongolian vowel separator, Hangul fillers,
 * variation selectors) and the blank braille pattern, which fonts draw as an empty cell.
 */
const INVISIBLE = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * True when the text has at least one character a reader can see: what "required" means for a
 * name or a message, in the browser and on the server alike.
 */
export function hasVisibleText(value: string | null | undefined): boolean {
  return !!value && value.replace(INVISIBLE, '') !== '';
}
