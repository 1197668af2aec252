/** A landing section titled by its widget: the h2 labels the section for screen readers' landmark lists. */
export function PrintSection({ widgetId, title, children }: { widgetId: string; title: string; children: React.ReactNode }) {
  const titleId = `${widgetId}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
