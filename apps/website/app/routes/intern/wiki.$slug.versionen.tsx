import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { HistoryPage, WIKI_EDITOR } from '~/features/content-editor';
import { wikiHistoryAction, wikiHistoryLoader } from '~/features/content-editor/index.server';
import { FeedbackOverview } from '~/features/wiki-readers';
import { wikiFeedbackFor } from '~/features/wiki-readers/index.server';
import type { Route } from './+types/wiki.$slug.versionen';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export async function loader(args: Route.LoaderArgs) {
  const history = await wikiHistoryLoader(args);
  // What readers said about it (decision 035), for the writers who open this page.
  return { ...history, feedback: await wikiFeedbackFor(args, history.article.slug) };
}
export const action = wikiHistoryAction;

export default function WikiHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { feedback, ...history } = loaderData;
  return (
    <HistoryPage kind={WIKI_EDITOR} {...history} actionData={actionData}>
      {feedback && (
        <FeedbackOverview
          slug={history.article.slug}
          overview={feedback}
          canResolve={history.canRestore}
        />
      )}
    </HistoryPage>
  );
}
