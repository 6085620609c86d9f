import { Placeholder } from '../../../components/ui/placeholder';

export default function CoachPage() {
  return <Placeholder title="AI Skin Coach" />;
}
