/**
 * An e-mail address, or a handle made from one (`alex.morgan.1234`), cut where a reader expects it
 * to wrap: after an "@" and before each dot (the usual typesetting rule, so a line never ends in a
 * dot that reads like a full stop). Joined back together the parts are the text, character for character.
 */
export const dotBreaks = (text: string): string[] => text.split(/(?<=@)|(?=\.)/);
