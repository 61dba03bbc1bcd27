import { z } from 'zod';
import { defineCollection } from '~/platform/content/collection.server';
import { EMPLOYMENT_TYPES, JOB_FIELDS, type JobSummary } from './jobs';

const date = z.coerce.date().transform((d) => d.toISOString().slice(0, 10));
const list = z.array(z.string().min(3)).min(2);

const jobSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(40).max(200),
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).min(1),
  field: z.enum(JOB_FIELDS),
  location: z.string().min(2),
  datePosted: date,
  validThrough: date,
  startDate: z.string().min(3),
  hours: z.string().min(3),
  offer: list,
  tasks: list,
  profile: list,
  contact: z.object({ name: z.string(), role: z.string(), phone: z.string(), email: z.email() }),
});

export type JobMeta = z.output<typeof jobSchema>;

export const jobs = defineCollection({
  folder: 'jobs',
  schema: jobSchema,
  sort: (a, b) =>
    b.meta.datePosted.localeCompare(a.meta.datePosted) ||
    a.meta.title.localeCompare(b.meta.title, 'de'),
});

export async function jobSummaries(): Promise<JobSummary[]> {
  return (await jobs.all()).map((j) => ({
    slug: j.slug,
    title: j.meta.title,
    description: j.meta.description,
    employmentType: j.meta.employmentType,
    field: j.meta.field,
    location: j.meta.location,
    datePosted: j.meta.datePosted,
  }));
}
