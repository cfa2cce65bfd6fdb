import { Skeleton } from '../../../components/ui/feedback';

/** A product page's place while the product loads: breadcrumb, photo and details as grey blocks. */
export function ProductPageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading product...
      </p>
      <Skeleton className="mb-4 h-4 w-48" />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <Skeleton className="aspect-square w-full rounded-xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
