// What the customer answered: the Skin Assessment Summary, or the Quiz Responses list (SPEC §2). Everything here
// is rendered as React text — provider data is never parsed as HTML.
import { useState } from 'react';
import type { QuizQuestion } from '@shared/schemas/quiz';
import { buildResponses, buildSkinSummary, CAPTURED, type Recommendation } from '../quiz-parsing';

export function QuizData({ questions }: { questions: QuizQuestion[] }) {
  // SPEC §8: raw data that fails to parse is only logged.
  const summary = buildSkinSummary(questions, (message) => console.warn(message));
  if (summary) {
    return (
      <section aria-labelledby="summary-heading" className="space-y-4">
        <h3 id="summary-heading" className="font-semibold text-ink">
          Skin Assessment Summary
        </h3>
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-cream p-3 text-sm">
          {summary.fields.map((f) => (
            <div key={f.label}>
              <dt className="text-muted">{f.label}</dt>
              <dd className="break-words font-medium">{f.value}</dd>
            </div>
          ))}
        </dl>
        {summary.recommendations.length > 0 && (
          <div>
            <h4 className="mb-2 font-semibold text-ink">Recommended Products</h4>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {summary.recommendations.map((r, i) => (
                <RecommendationCard key={`${r.title}-${i}`} rec={r} />
              ))}
            </ul>
          </div>
        )}
      </section>
    );
  }

  const responses = buildResponses(questions);
  return (
    <section aria-labelledby="responses-heading" className="space-y-3">
      <h3 id="responses-heading" className="font-semibold text-ink">
        Quiz Responses
      </h3>
      {responses.length === 0 ? (
        <div className="rounded-xl bg-cream p-4 text-center">
          <p className="font-medium">No quiz responses available</p>
          <p className="text-sm text-muted">This submission doesn't contain any quiz data</p>
        </div>
      ) : (
        <ol className="space-y-3">
          {responses.map((item, i) => (
            <li key={i} className="rounded-xl border border-line p-3 text-sm">
              <p className="font-medium text-ink">{item.question || `Question ${i + 1}`}</p>
              {item.kind === 'plain' && (
                <div className="mt-1">
                  <p className="text-xs font-medium uppercase tracking-wide text-muted">Response</p>
                  <p className="max-h-40 overflow-y-auto whitespace-pre-wrap break-words">{item.text}</p>
                </div>
              )}
              {item.kind === 'structured' && (
                <div className="mt-1">
                  <p className="text-xs font-medium uppercase tracking-wide text-muted">Structured Data</p>
                  <dl className="mt-1 space-y-0.5">
                    {item.lines.map((line, j) => (
                      <div key={j} className="flex gap-1.5">
                        <dt className="shrink-0 text-muted">{line.label}:</dt>
                        <dd className="min-w-0 break-words">{line.value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              )}
              {item.kind === 'captured' && <p className="mt-1 text-muted">{CAPTURED}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RecommendationCard({ rec }: { rec: Recommendation }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="flex gap-3 rounded-xl border border-line bg-white p-3">
      {rec.imageUrl && !imageFailed && (
        <img
          src={rec.imageUrl}
          alt=""
          loading="lazy"
          width={80}
          height={80}
          referrerPolicy="no-referrer"
          className="h-20 w-20 shrink-0 rounded-lg bg-sand object-cover"
          onError={() => setImageFailed(true)}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <p className="font-medium text-ink">{rec.title}</p>
        {rec.price && <p className="font-semibold text-brand">{rec.price}</p>}
        {rec.description && <p className="line-clamp-3 text-muted">{rec.description}</p>}
        {rec.productUrl && (
          <a
            href={rec.productUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto self-start pt-1 text-sm font-medium text-brand underline underline-offset-2 hover:no-underline"
          >
            View Product<span className="sr-only"> {rec.title} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}
