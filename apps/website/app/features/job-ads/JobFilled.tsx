import { Link } from 'react-router';
import { Container } from '~/components/ui/Container';

/** The page of an ad past its date or withdrawn (answered with 410 Gone). */
export function JobFilled({ title }: { title: string }) {
  return (
    <main className="flex flex-1 items-center py-16">
      <Container className="max-w-3xl">
        <p className="eyebrow">{title}</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">Diese Stelle ist bereits besetzt</h1>
        <p className="mt-5 text-lg text-ink-soft">
          Vielen Dank für Ihr Interesse. Diese Anzeige ist nicht mehr aktuell; vielleicht passt eine
          unserer offenen Stellen zu Ihnen.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/karriere" className="btn btn-primary">
            Zu den offenen Stellen
          </Link>
          <Link to="/karriere/initiativbewerbung" className="btn btn-secondary">
            Initiativbewerbung
          </Link>
        </div>
      </Container>
    </main>
  );
}
