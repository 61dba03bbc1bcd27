import { adminPanelUrl } from '@frischkontor/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { env } from '~/config/env.server';
import { passesRoleRule } from '~/platform/guards/role-rules';
import { requireViewer } from '~/platform/guards/viewer.server';
import { administrationOf } from '~/features/intranet';
import { intranetSections } from '~/features/intranet/index.server';
import { reviewCount } from '~/features/content-editor/index.server';
import { dashboardNews } from '~/features/news/index.server';
import { dashboardReadings } from '~/features/readings/index.server';
import { dashboardReviews } from '~/features/wiki-review-dates/index.server';
import { backendFor } from '~/platform/api/session.server';
import { greeting } from '~/platform/content/format';

/** Staff tools outside this site: internal systems of the (fictional) company. */
const STAFF_TOOLS = [
  {
    label: 'Zeitwerk',
    description: 'Zeiterfassung und Dienstpläne',
    href: 'https://zeitwerk.hallberg-frischdienst.example',
  },
  {
    label: 'Personalportal',
    description: 'Lohnabrechnungen, Urlaub, Bescheinigungen',
    href: 'https://personal.hallberg-frischdienst.example',
  },
  {
    label: 'Helpdesk',
    description: 'IT-Ticket erstellen und verfolgen',
    href: 'https://helpdesk.hallberg-frischdienst.example',
  },
  {
    label: 'Webmail',
    description: 'E-Mail im Browser',
    href: 'https://mail.hallberg-frischdienst.example',
  },
  {
    label: 'Hallberg WaWi',
    description: 'Warenwirtschaft (nur im Firmennetz oder per VPN)',
    href: 'https://wawi.hallberg-frischdienst.example',
  },
];

export async function dashboardLoader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const { user } = viewer;
  const e = env();
  const sections = intranetSections(user).filter((s) => s.to !== '/intern');
  const staff = passesRoleRule(user, 'personal');
  const api = backendFor(args.request, args.context);
  return {
    seo: {
      title: 'Interner Bereich',
      description: 'Ihr Einstieg in den internen Bereich von Hallberg Frischdienst.',
      noindex: true,
    },
    greeting: `${greeting(new Date())}, ${user.firstname || user.name}`,
    sections,
    tools: staff ? STAFF_TOOLS : [],
    administration: administrationOf(
      user,
      adminPanelUrl({
        websiteUrl: e.WEBSITE_URL,
        frontendUrl: e.FRONTEND_URL,
        frontendPrefix: e.FRONTEND_PREFIX,
      }),
    ),
    roles: user.roles.map((r) => r.name),
    // What waits for a decision of those who publish in the wiki (issue 28, item 4).
    inReview: await reviewCount(viewer, api),
    // The newest news addressed to the person (decision 051).
    news: await dashboardNews(viewer, api),
    // What the person is to read and confirm (decision 053).
    readings: await dashboardReadings(viewer, api),
    // The person's wiki articles due for review (decision 054).
    reviews: await dashboardReviews(viewer, api, args.url),
  };
}
