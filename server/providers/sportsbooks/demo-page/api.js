/* global fetch */
/**
 * Calls of the demo sportsbook's own API (/demo/sportsbook/{provider}/api/*). The page has an opaque origin
 * (sandboxed frame), so these are CORS requests carrying no cookies; the launch token rides in the body.
 * Resolves { status, body } for any HTTP reply; status 0 for a network failure.
 */
export async function call(base, lang, path, body) {
  try {
    const response = await fetch(`${base}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', 'x-locale': lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = await response.json().catch(() => null);
    return { status: response.status, body: parsed && typeof parsed === 'object' ? parsed : { success: false, message: '', data: null } };
  } catch {
    return { status: 0, body: { success: false, message: '', data: null } };
  }
}
