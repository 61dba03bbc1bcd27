// „Geprüft, unverändert“: a plain form (works without JavaScript; the website's origin check
// guards it as every intranet form) posting to the article's `geprueft` action.
import { Form } from 'react-router';

export function ReviewedForm({
  slug,
  title,
  back,
}: {
  slug: string;
  title: string;
  /** Where the answer is shown: the article itself or the overview. */
  back: 'artikel' | 'dashboard';
}) {
  return (
    <Form method="post" action={`/intern/wiki/${slug}/geprueft`} className="inline">
      <input type="hidden" name="zurueck" value={back} />
      <button type="submit" className="btn btn-secondary btn-sm">
        Geprüft, unverändert
        {back === 'dashboard' && <span className="sr-only">: {title}</span>}
      </button>
    </Form>
  );
}
