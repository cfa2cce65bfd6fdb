import { ButtonLink } from '../../components/ui/button';

/** Any unknown address (spec §2): 'Page not found' and a 'Go Home' link. */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" size="lg">
        Go Home
      </ButtonLink>
    </div>
  );
}
