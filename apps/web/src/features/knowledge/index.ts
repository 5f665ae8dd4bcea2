export { KnowledgePage } from './knowledge-page';
export { KnowledgeCategoryPage } from './category-page';
export { KnowledgeQuestionPage } from './question-page';
export { UniversityQuestionsPage } from './university-questions-page';
