import { Placeholder } from '../../../components/ui/placeholder';

export default function HelpPage() {
  return <Placeholder title="Help" />;
}
