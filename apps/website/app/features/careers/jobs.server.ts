import { z } from 'zod';
import { defineCollection } from '~/platform/content/collection.server';
import { EMPLOYMENT_TYPES, isOpen, JOB_FIELDS, type JobSummary } from './jobs';

const date = z.coerce.date().transform((d) => d.toISOString().slice(0, 10));
const list = z.array(z.string().min(3)).min(2);

const jobSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(40).max(200),
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).min(1),
  field: z.enum(JOB_FIELDS),
  location: z.string().min(2),
  /** Where a field job is done; without it the company's address (JobPosting `jobLocation`). */
  regions: z
    .array(z.object({ locality: z.string().min(2).optional(), region: z.string().min(2) }))
    .optional(),
  /** The pay range in euros, gross (JobPosting `baseSalary`). */
  salary: z
    .object({
      min: z.number().positive(),
      max: z.number().positive(),
      unit: z.enum(['HOUR', 'MONTH', 'YEAR']),
    })
    .refine((s) => s.min <= s.max, 'min must not exceed max')
    .optional(),
  datePosted: date,
  /** The last change to the ad (sitemap `lastmod`); the day it was posted when never changed. */
  updated: date.optional(),
  validThrough: date,
  /** Taken down before `validThrough` (the position is filled). */
  withdrawn: z.boolean().default(false),
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

/** The ads open today: listed, in the sitemap, with JobPosting markup. */
export async function openJobs(now = new Date()) {
  return (await jobs.all()).filter((j) => isOpen(j.meta, now));
}

export async function jobSummaries(now = new Date()): Promise<JobSummary[]> {
  return (await openJobs(now)).map((j) => ({
    slug: j.slug,
    title: j.meta.title,
    description: j.meta.description,
    employmentType: j.meta.employmentType,
    field: j.meta.field,
    location: j.meta.location,
    datePosted: j.meta.datePosted,
  }));
}
