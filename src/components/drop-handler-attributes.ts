/** A start tag, its quoted attribute values kept whole (a '>' inside quotes does not end it). */
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** One attribute of a start tag with the space before it: name, then an optional `= value` (quoted or not). */
const ATTRIBUTE = /\s*([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;

/**
 * Removes event-handler attributes (`on…`) from the start tags of an HTML string before any DOM parses it.
 * Why: Chromium checks the page's CSP as soon as it PARSES an inline handler, in any document of the window,
 * including DOMParser's inert one that DOMPurify uses, and reports a script-src-attr violation though nothing
 * runs. Dropping them first keeps the violation reports for real attacks. Not a sanitiser: a tag this scan
 * misreads only costs a report, because DOMPurify still removes every handler and the CSP forbids inline script.
 */
export function dropHandlerAttributes(html: string): string {
  return html.replace(START_TAG, (_tag, name: string, attributes: string) => {
    const kept = attributes.replace(ATTRIBUTE, (whole, attribute: string) => (/^on/i.test(attribute) ? '' : whole));
    return `<${name}${kept}>`;
  });
}
