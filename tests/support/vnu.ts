/** The Nu HTML Checker (vnu-jar) run over files: its messages, one line each. Needs Java 11 or later. */
import { execFile } from 'node:child_process';
import vnuJar from 'vnu-jar';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error and warning vnu reports for `files` (an empty list when all are valid). */
export function validateHtml(files: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss8m', '-jar', String(vnuJar), '--format', 'json', '--also-check-svg', ...files],
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
