// /members/account, Skin Assessment tab: the newest readable quiz result, or a link to take the assessment.
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { readSkinAssessment } from '@shared/quiz-answers';
import { buttonClass } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ApiError } from '@client/lib/api';
import { useQuizResults } from '../api';
import { SKIN_ASSESSMENT_URL } from '../labels';
import { AssessmentResult } from './assessment-result';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './member-screen';

function AssessmentLink({ retake }: { retake: boolean }) {
  return (
    <a
      href={SKIN_ASSESSMENT_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(retake ? 'outline' : 'primary', 'md', 'w-full')}
    >
      {retake ? 'Retake the skin assessment' : 'Take the skin assessment'}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function SkinAssessmentTab({ userId }: { userId: string }) {
  const query = useQuizResults(userId);
  if (query.isPending) return <ListSkeleton label="Loading your skin assessment" height="h-48" />;
  if (query.isError) {
    // Results are matched by email: the server asks for a proved address first (an email code).
    if (query.error instanceof ApiError && query.error.status === 403) {
      return (
        <EmptyState
          title="Confirm your email"
          description={query.error.serverMessage}
          action={
            <Link href="/code-auth" className={buttonClass('outline')}>
              Sign in with a code
            </Link>
          }
        />
      );
    }
    return <LoadError title="Unable to load your skin assessment" onRetry={() => query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="No skin assessment yet"
        description="Take our skin assessment for a personalised routine and product recommendations."
        action={<AssessmentLink retake={false} />}
      />
    );
  }
  // The newest submission that has a readable assessment; else the newest one's plain answers.
  const withAssessment = query.data.find((r) => readSkinAssessment(r.questions));
  const result = withAssessment ?? query.data[0];
  return (
    <div className="space-y-4">
      <AssessmentResult result={result} />
      <AssessmentLink retake />
    </div>
  );
}
