// A screen whose content arrives with a later issue: named, so the route is real and testable now.
export function Placeholder({ title }: { title: string }) {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">Coming soon.</p>
    </main>
  );
}
