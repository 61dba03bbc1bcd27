import { PERMISSIONS, type AdminSettings } from '@frischkontor/contract';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import { appConfig } from '../../features/config/config.server';
import type { Route } from './+types/settings';

export const COMPANY_KEYS = [
  'company_name',
  'company_legalname',
  'company_slogan',
  'company_logo',
  'company_email',
  'company_phone',
  'company_address',
] as const;
export const POLICY_KEYS = ['policy_allow_registration', 'policy_auto_enable'] as const;
export const LEGAL_KEYS = ['legal_notice', 'legal_privacy', 'legal_terms'] as const;
const TOPIC_PREFIX = 'contact_email_';
const RETENTION_KEY = 'audit_retention_days';

function topicKeys(settings: AdminSettings): string[] {
  return Object.keys(settings).filter((k) => k.startsWith(TOPIC_PREFIX));
}

export async function settingsLoader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const { data } = await backendOf(args.context).get<{ data: AdminSettings }>('/admin/settings');
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  // The API fills in the bundled logo when none is set; the form shows that as empty.
  const bundledLogo = `${appConfig().backendUrl}/logo.svg`;
  return {
    values: Object.fromEntries(
      [...COMPANY_KEYS, ...LEGAL_KEYS, ...topicKeys(data), 'hr_email'].map((k) => [
        k,
        k === 'company_logo' && text(k) === bundledLogo ? '' : text(k),
      ]),
    ),
    flags: Object.fromEntries(POLICY_KEYS.map((k) => [k, data[k] === true])),
    retentionDays: String(data.audit_retention_days ?? ''),
    topics: topicKeys(data),
  };
}

export async function settingsAction(args: Route.ActionArgs): Promise<ActionResult> {
  await requirePermission(args, PERMISSIONS.admin);
  const form = await readForm(args.request);
  const backend = backendOf(args.context);
  const { data: current } = await backend.get<{ data: AdminSettings }>('/admin/settings');
  const values: AdminSettings = {};
  for (const key of [...COMPANY_KEYS, ...topicKeys(current), 'hr_email']) {
    const value = formText(form, key).trim();
    values[key] = key === 'company_logo' && !value ? null : value;
  }
  for (const key of POLICY_KEYS) values[key] = formFlag(form, key);
  // Digits go as a number; anything else as typed, so the API says what is wrong.
  const days = formText(form, RETENTION_KEY).trim();
  values[RETENTION_KEY] = /^\d{1,6}$/.test(days) ? Number(days) : days;
  try {
    await backend.send('PUT', '/admin/settings', { body: values });
  } catch (error) {
    const typed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '',
      ]),
    );
    return apiFailure(error, Object.keys(values), 'save', typed);
  }
  return succeeded('Die Einstellungen wurden gespeichert.', 'save');
}
