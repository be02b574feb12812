/** Signed subscriber links (unsubscribe, confirm a re-subscription): reading their parameters. */
import { readBody } from './http';

/** The id and signature from the query, or from the posted form of the confirm page. */
export async function linkParams(req: Request): Promise<{ s: string; t: string }> {
  const query = new URL(req.url).searchParams;
  let s = query.get('s') ?? '';
  let t = query.get('t') ?? '';
  if (req.method === 'POST' && (!s || !t)) {
    const read = await readBody(req, 2048);
    if (read.ok) {
      s ||= typeof read.body.s === 'string' ? read.body.s : '';
      t ||= typeof read.body.t === 'string' ? read.body.t : '';
    }
  }
  return { s, t };
}
