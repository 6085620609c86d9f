// One quiz result on the Skin Assessment tab: the six answers and the recommended products, or the plain answers.
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '@shared/dates';
import { formatPrice } from '@shared/money';
import {
  findRawDataAnswer,
  QUIZ_FIELDS,
  RAW_DATA_QUESTION,
  readSkinAssessment,
  type QuizRecommendation,
} from '@shared/quiz-answers';
import type { QuizResult } from '@shared/schemas/members';
import { Card } from '@client/components/ui/card';

export function AssessmentResult({ result }: { result: QuizResult }) {
  const assessment = readSkinAssessment(result.questions);
  const heading = (
    <div>
      <h3 className="font-display text-xl text-ink">{result.quizName || 'Skin assessment'}</h3>
      <p className="text-sm text-muted">Completed {formatLongDate(result.createdAt)}</p>
    </div>
  );

  if (!assessment) {
    const answers = result.questions.filter((q) => q.question !== RAW_DATA_QUESTION && q.answer.trim());
    return (
      <Card className="space-y-3">
        {heading}
        {answers.length > 0 ? (
          <dl className="space-y-2 text-sm">
            {answers.map((q, index) => (
              <div key={index}>
                <dt className="text-muted">{q.question}</dt>
                <dd className="text-ink">{q.answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted">
            {findRawDataAnswer(result.questions)
              ? 'Your answers are being reviewed by our team.'
              : 'No answers were recorded.'}
          </p>
        )}
      </Card>
    );
  }

  return (
    <>
      <Card className="space-y-3">
        {heading}
        <dl className="grid grid-cols-2 gap-3">
          {QUIZ_FIELDS.map((field) => (
            <div key={field.key} className="rounded-xl bg-cream p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{field.label}</dt>
              <dd className="mt-0.5 text-sm font-medium text-ink">{assessment.answers[field.key]}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {assessment.recommendations.length > 0 && (
        <section aria-labelledby="recommended-products">
          <h3 id="recommended-products" className="mb-3 font-semibold text-ink">
            Recommended Products
          </h3>
          <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
            {assessment.recommendations.map((rec, index) => (
              <RecommendationCard key={`${rec.slot}-${index}`} rec={rec} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function RecommendationCard({ rec }: { rec: QuizRecommendation }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li>
      <Card className="flex h-full gap-3 p-3">
        {rec.imageUrl && !imageFailed && (
          <img
            src={rec.imageUrl}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="h-[72px] w-[72px] shrink-0 rounded-xl bg-sand object-cover"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium leading-snug text-ink">{rec.title}</p>
          {rec.price && <p className="text-sm font-semibold text-ink">{formatPrice(rec.price)}</p>}
          {rec.description && <p className="line-clamp-3 text-xs text-muted">{rec.description}</p>}
          {rec.url && (
            <a
              href={rec.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
            >
              View Product
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="sr-only"> for {rec.title} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </Card>
    </li>
  );
}
