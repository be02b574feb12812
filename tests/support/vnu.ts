/**
 * The Nu HTML Checker (vnu-jar) run over files: its messages, one line each. Needs Java 11 or later. Not in the
 * default install: fetched on first use (scripts/setup/tools.mjs).
 */
import { execFile } from 'node:child_process';
import { importTool } from '../../scripts/setup/tools.mjs';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * What vnu says of every built page that is not wrong. It reads built pages as file: URLs, so it checks their
 * CSP meta tag against a file: origin where 'self' matches nothing (and it does not match script hashes); the
 * browser tests enforce the CSP on the served pages instead. role="list" on a list styled without bullets is
 * deliberate: Safari drops list semantics from such lists otherwise. Its CSS grammar predates container
 * queries (CSS Containment 3, in every browser since 2023): it calls `container-type` unknown.
 */
export const builtPageNoise = [
  /violates Content Security Policy \(meta tag\)/,
  /The “list” role is unnecessary for element “[ou]l”/,
  /CSS: “container-type”: Property “container-type” doesn't exist\./,
  // A scroll-driven animation (the high-risk warning's menu cue, src/components/regulatory/RiskBanner.astro).
  /CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\./,
];

/** Every error and warning vnu reports for `files` (an empty list when all are valid). */
export async function validateHtml(files: string[]): Promise<string[]> {
  // Its default export is the path of vnu.jar (a String object).
  const jar = String((await importTool('vnu', 'vnu-jar')).default);
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss8m', '-jar', jar, '--format', 'json', '--also-check-svg', ...files],
      { maxBuffer: 32 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(
            new Error(
              'Java is needed for the Nu HTML Checker: install a Java 11+ runtime (Debian: apt-get install default-jre-headless).',
            ),
          );
          return;
        }
        try {
          const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
          resolve(
            messages
              .filter((m) => m.type !== 'info' || m.subType === 'warning')
              .map(
                (m) =>
                  `${m.url.replace(/^file:.*?\/(dist|html-pages)\//, '$1/')}:${m.lastLine ?? '?'} ${m.subType ?? m.type}: ${m.message}`,
              ),
          );
        } catch {
          reject(new Error(`vnu failed: ${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}
