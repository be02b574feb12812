/**
 * Downloads one ONS series from ONS's CSV generator and checks it (series.ts). The base address is a
 * parameter (ONS_BASE_URL in the environment, read by the callers), so tests point it at a local
 * stand-in; nothing here runs in local builds or tests unless they ask for it.
 */
import { OnsDataError, readOnsCsv, type OnsDownload, type SeriesInfo } from './series';

export const ONS_BASE_URL = 'https://www.ons.gov.uk';

/** A series is about 12 KB; anything much larger is not the CSV we asked for. */
const MAX_BYTES = 1_000_000;

/** The generator address of a series in dataset MM23 (content/data/SOURCES.md). */
function seriesUrl(cdid: string, base = ONS_BASE_URL): string {
  const path = `/generator?format=csv&uri=/economy/inflationandpriceindices/timeseries/${cdid.toLowerCase()}/mm23`;
  return `${base.replace(/\/+$/, '')}${path}`;
}

export interface DownloadOptions {
  base?: string;
  /** Total time for the request and its body. */
  timeoutMs: number;
  today?: Date;
}

/** The reason a request failed, without the address. */
function networkReason(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `ONS did not answer within ${timeoutMs / 1000} s`;
  return `could not reach ONS (${e?.cause?.code ?? e?.cause?.message ?? String(error)})`;
}

/** Downloads and checks a series; throws OnsDataError saying why it cannot be used. */
export async function downloadSeries(
  cdid: SeriesInfo['cdid'],
  { base, timeoutMs, today }: DownloadOptions,
): Promise<OnsDownload> {
  let text: string;
  try {
    const response = await fetch(seriesUrl(cdid, base), {
      headers: { accept: 'text/csv' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new OnsDataError(`${cdid}: ONS answered ${response.status} ${response.statusText}`.trim());
    }
    if (/html/i.test(response.headers.get('content-type') ?? '')) {
      await response.body?.cancel();
      throw new OnsDataError(`${cdid}: ONS answered with a web page, not CSV`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
      await response.body?.cancel();
      throw new OnsDataError(`${cdid}: the download is larger than ${MAX_BYTES / 1_000_000} MB`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof OnsDataError) throw error;
    throw new OnsDataError(`${cdid}: ${networkReason(error, timeoutMs)}`, { cause: error });
  }
  if (text.length > MAX_BYTES)
    throw new OnsDataError(`${cdid}: the download is larger than ${MAX_BYTES / 1_000_000} MB`);
  return readOnsCsv(text, cdid, today);
}
