import { Placeholder } from '../../../components/ui/placeholder';

export default function QuizSubmissionsPage() {
  return <Placeholder title="Quiz Submissions" />;
}
