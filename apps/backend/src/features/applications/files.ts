import type { ApplicationFileRole } from '@frischkontor/contract';
import type { Library } from '../media';

export interface ApplicationFileRef {
  id: number;
  role: ApplicationFileRole;
}

const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** The application's stored files, CV first, in upload order (older ones have only `cv_media_id`). */
export function applicationFileRefs(row: {
  data: string;
  cv_media_id: number | null;
}): ApplicationFileRef[] {
  let data: { cv_media_ids?: unknown; attachment_media_ids?: unknown } = {};
  try {
    data = JSON.parse(row.data) as typeof data;
  } catch {
    // Unreadable data: only the column remains.
  }
  const cv = Array.isArray(data.cv_media_ids)
    ? ids(data.cv_media_ids)
    : row.cv_media_id
      ? [row.cv_media_id]
      : [];
  return [
    ...cv.map((id) => ({ id, role: 'cv' as const })),
    ...ids(data.attachment_media_ids).map((id) => ({ id, role: 'attachment' as const })),
  ];
}

export function applicationFileIds(row: { data: string; cv_media_id: number | null }): number[] {
  return applicationFileRefs(row).map((ref) => ref.id);
}

/** The media rows of those files that still exist, each with its role. */
export async function storedApplicationFiles(
  library: Library,
  row: { data: string; cv_media_id: number | null },
) {
  const found = await Promise.all(
    applicationFileRefs(row).map(async (ref) => {
      const file = await library.findById(ref.id);
      return file ? { ...file, role: ref.role } : undefined;
    }),
  );
  return found.filter((file) => file !== undefined);
}
