// `npm run media:to-s3 -w apps/backend` copies the media files and thumbnails under MEDIA_ROOT
// into the bucket that S3_BUCKET and its settings name (decision 049), before MEDIA_STORAGE=s3
// is switched on. Skips what the bucket already holds with the same size; run it again after an
// interruption. Same configuration as the server.
import { pathToFileURL } from 'node:url';
import { runAsCommand, type Command } from './command';
import { ConfigError, loadConfig } from './config';
import { copyStore, createDiskStorage, createS3Storage } from './features/media';

/** The store's refusal in German; the SDK's own words (never the keys) for anything else. */
function reason(error: unknown, bucket: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NoSuchBucket') return `Den Bucket „${bucket}“ gibt es nicht.`;
  if (['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch'].includes(name))
    return `Der Zugang zum Bucket „${bucket}“ wurde abgelehnt (${name}): AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY prüfen.`;
  return `${name || 'Fehler'}: ${error instanceof Error ? error.message : String(error)}`;
}

/** The command, callable in-process (tests): answers the exit code. */
export const main: Command = async (_argv, env, output) => {
  let config;
  try {
    config = loadConfig({ LOG_LEVEL: 'warn', ...env });
    if (!config.s3)
      throw new ConfigError(
        'S3_BUCKET fehlt: ohne Bucket weiß das Kommando nicht, wohin es die Dateien kopieren soll (siehe docs/operations.md).',
      );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(error.message);
    return 1;
  }
  const bucket = createS3Storage(config.s3);
  try {
    const target = `s3://${config.s3.bucket}${config.s3.endpoint ? ` (${config.s3.endpoint})` : ''}`;
    output.out(`Kopiere die Mediendateien aus ${config.mediaRoot} nach ${target} …`);
    const counts = await copyStore(createDiskStorage(config.mediaRoot), bucket, output.out);
    output.out(
      `Fertig: ${counts.copied} kopiert (${counts.bytes} Bytes), ${counts.skipped} schon vorhanden und übersprungen.`,
    );
    return 0;
  } catch (error) {
    output.err(`Kopieren abgebrochen: ${reason(error, config.s3.bucket)}`);
    return 1;
  } finally {
    bucket.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runAsCommand(main);
