import { NotBuiltPage } from '../../ui';

/** /card/:id/questions — the university's knowledge-base questions; built with the knowledge area. */
export function UniversityQuestionsPage() {
  return <NotBuiltPage title="База знаний университета" />;
}
