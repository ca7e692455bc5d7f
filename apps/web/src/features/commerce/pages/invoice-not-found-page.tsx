import { Link } from 'react-router-dom';

/** spec 2: the invoice not-found: 404, 'Page not found', the sentence, and GO HOME! to the dashboard. */
export function InvoiceNotFound() {
  return (
    <section className="mx-auto grid max-w-md gap-3 p-8 text-center" aria-labelledby="invoice-not-found">
      <p className="text-5xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 id="invoice-not-found" className="text-2xl font-semibold">
        Page not found
      </h1>
      <p>The page you are looking for doesn&apos;t exist or an other error occured.</p>
      <Link className="font-semibold text-primary underline" to="/dashboard">
        GO HOME!
      </Link>
    </section>
  );
}

export default InvoiceNotFound;
