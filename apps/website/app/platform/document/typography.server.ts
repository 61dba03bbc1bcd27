// German typography for the public pages (issue 29, decision 041). Chromium ships no German
// hyphenation patterns here (`hyphens: auto` breaks nothing), so a long word broke anywhere
// („Gemeinschaftsverpfleg|ung“). The server puts soft hyphens into long words, joins numbers and
// their units with a no-break space and lets addresses break only after „@“ and „.“, in the
// page's text – not in its tags, scripts or styles, and not inside islands, whose text the
// browser renders again and must find unchanged.
import hyphenDe from 'hyphen/de/index.js';

const hyphenate = (word: string): string => hyphenDe.hyphenateSync(word, { minWordLength: 8 });

/** A number, a space, a unit: the space becomes a no-break space. */
const NUMBER_UNIT =
  /(\d)[ ](?=(?:g|kg|mg|l|ml|cl|cm|mm|m|km|t|°C|%|€|Uhr|Std\.|Min\.|Stück|Tage?|Wochen?|Monate?|Jahre?)(?![\p{L}\d]))/gu;
/** An e-mail address or a host name: it may break after „@“ and „.“ only. */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bwww\.[\w-]+(?:\.[\w-]+)+/g;
/** Groups of digits (a phone number, „040 66969-100“) stay on one line. */
const DIGIT_GROUPS = /(\d)[ ](?=\d)/g;
/** A word long enough to hyphenate: shorter ones fit, and „wer-den“ reads badly. */
const LONG_WORD = /\p{L}{8,}/gu;

/**
 * One run of a page's text (HTML-escaped, entities untouched). `name`: the text names a control
 * (a button, a label, an option …): it stays as written, people and voice control say it so;
 * only addresses in it get their break points.
 */
export function typeset(text: string, name = false): string {
  const parts = text.split(/(&[#\w]+;)/);
  return parts
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .split(ADDRESS_SPLIT)
            .map((piece) =>
              ADDRESS_WHOLE.test(piece)
                ? piece.replace(/([@.])(?=.)/g, '$1<wbr>')
                : name
                  ? piece
                  : piece
                      .replace(NUMBER_UNIT, '$1\u00a0')
                      .replace(DIGIT_GROUPS, '$1\u00a0')
                      .replace(LONG_WORD, hyphenate),
            )
            .join(''),
    )
    .join('');
}
const ADDRESS_SPLIT = new RegExp(`(${ADDRESS.source})`, 'g');
const ADDRESS_WHOLE = new RegExp(`^(?:${ADDRESS.source})$`);

/** Raw text, comments and tags pass as they are; the rest is the page's text. */
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|textarea|title|pre|code|svg)\b[\s\S]*?<\/\1\s*>|<[!/]?[a-zA-Z][^>]*>|[^<]+|</gi;
const ISLAND_OPEN = /^<div\b[^>]*\sdata-island=/i;
/** Elements whose text is a control's name (links are read as text and keep its typography). */
const NAMING = /^<(\/?)(button|label|option|select)\b/i;

/** The page's HTML with its text typeset, islands left as they are. */
export function germanTypography(html: string): string {
  let islandDepth = 0;
  let namingDepth = 0;
  return html.replace(TOKEN, (token: string, raw?: string) => {
    if (raw || token.startsWith('<!')) return token;
    if (token.startsWith('<')) {
      if (islandDepth > 0) {
        if (/^<div\b/i.test(token)) islandDepth += 1;
        else if (/^<\/div\b/i.test(token)) islandDepth -= 1;
      } else if (ISLAND_OPEN.test(token)) islandDepth = 1;
      const naming = NAMING.exec(token);
      if (naming) namingDepth = Math.max(0, namingDepth + (naming[1] ? -1 : 1));
      // The styles that rely on the soft hyphens apply to typeset pages only (app.css).
      if (/^<html\b/i.test(token)) return token.replace(/^<html\b/i, '<html data-typeset');
      return token;
    }
    return islandDepth > 0 ? token : typeset(token, namingDepth > 0);
  });
}
