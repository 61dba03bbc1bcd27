import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { homePage } from './home.server';
import type { Route } from './+types/home';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  { 'script:ld+json': args.loaderData?.organization },
];
export const loader = homePage;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
