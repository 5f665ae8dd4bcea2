import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  knowledgeCategoryListSchema,
  knowledgeCategorySchema,
  knowledgeLimits,
  knowledgePaths,
  knowledgeQuestionCreatedSchema,
  knowledgeQuestionRowSchema,
  knowledgeQuestionSchema,
  type KnowledgeCategory,
  type KnowledgeCategoryCreateValues,
  type KnowledgeCategoryList,
  type KnowledgeQuestion,
  type KnowledgeQuestionCreateValues,
  type KnowledgeQuestionRow,
  type KnowledgeQuestionUpdateValues,
} from '@sks/contract';
import { request, requestList, requestOk, type ListPage } from './http';
import { listHeaders } from './paging';

/** Whose knowledge base: a university's uuid, or null for the programme's own. */
export type KnowledgeOwner = string | null;

export type CategoryListRequest = { owner: KnowledgeOwner; page: number; pageSize?: number };
export type QuestionListRequest = { owner: KnowledgeOwner; uuidCategory?: string; search: string; page: number };

const queryOf = (params: Record<string, string | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
};

export function listCategories({ owner, page, pageSize = knowledgeLimits.pageSize }: CategoryListRequest, signal?: AbortSignal): Promise<KnowledgeCategoryList> {
  return request(`${knowledgePaths.categories}${queryOf({ uuidUniversity: owner })}`, knowledgeCategoryListSchema, {
    headers: listHeaders({ page, pageSize }),
    signal,
  });
}

export function getCategory(uuid: string, signal?: AbortSignal): Promise<KnowledgeCategory> {
  return request(apiPath(knowledgePaths.category, { uuid }), knowledgeCategorySchema, { signal });
}

export function createCategory(body: KnowledgeCategoryCreateValues): Promise<KnowledgeCategory> {
  return request(knowledgePaths.categories, knowledgeCategorySchema, { method: 'POST', body });
}

export function renameCategory({ uuid, name }: { uuid: string; name: string }): Promise<KnowledgeCategory> {
  return request(apiPath(knowledgePaths.category, { uuid }), knowledgeCategorySchema, { method: 'PUT', body: { name } });
}

export function deleteCategory(uuid: string): Promise<void> {
  return requestOk(apiPath(knowledgePaths.category, { uuid }), { method: 'DELETE' });
}

export function listQuestions({ owner, uuidCategory, search, page }: QuestionListRequest, signal?: AbortSignal) {
  // A category has one owner: naming it is enough.
  const query = queryOf({ uuid: uuidCategory, uuidUniversity: uuidCategory ? null : owner, query: search.trim() });
  return requestList(`${knowledgePaths.questions}${query}`, knowledgeQuestionRowSchema, { headers: listHeaders({ page }), signal });
}

export function getQuestion(uuid: string, signal?: AbortSignal): Promise<KnowledgeQuestion> {
  return request(apiPath(knowledgePaths.question, { uuid }), knowledgeQuestionSchema, { signal });
}

export function createQuestion(body: KnowledgeQuestionCreateValues): Promise<string> {
  return request(knowledgePaths.questions, knowledgeQuestionCreatedSchema, { method: 'POST', body }).then((a) => a.uuidQuestion);
}

export function updateQuestion(body: KnowledgeQuestionUpdateValues): Promise<KnowledgeQuestion> {
  return request(knowledgePaths.questions, knowledgeQuestionSchema, { method: 'PUT', body });
}

export function deleteQuestions(uuids: string[]): Promise<void> {
  return requestOk(knowledgePaths.questions, { method: 'DELETE', body: { uuids } });
}

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  categories: ['knowledge', 'categories'] as const,
  category: (uuid: string) => ['knowledge', 'categories', 'one', uuid] as const,
  categoryList: (params: CategoryListRequest) => ['knowledge', 'categories', params] as const,
  questions: ['knowledge', 'questions'] as const,
  questionList: (params: QuestionListRequest) => ['knowledge', 'questions', 'list', params] as const,
  question: (uuid: string) => ['knowledge', 'questions', 'one', uuid] as const,
};

export const useCategoryList = (params: CategoryListRequest) =>
  useQuery({
    queryKey: knowledgeKeys.categoryList(params),
    queryFn: ({ signal }) => listCategories(params, signal),
    placeholderData: keepPreviousData,
  });

/** One category; '' (a route without a category) asks nothing. */
export const useCategory = (uuid: string) =>
  useQuery({ queryKey: knowledgeKeys.category(uuid), queryFn: ({ signal }) => getCategory(uuid, signal), enabled: !!uuid });

/** Every category of an owner, for the question form's select (spec 03 section 7: 9999). */
export const useCategoryOptions = (owner: KnowledgeOwner) =>
  useCategoryList({ owner, page: 1, pageSize: knowledgeLimits.categoriesDropdown });

export const questionListQueryOptions = (params: QuestionListRequest) =>
  queryOptions<ListPage<KnowledgeQuestionRow>>({
    queryKey: knowledgeKeys.questionList(params),
    queryFn: ({ signal }) => listQuestions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useQuestionList = (params: QuestionListRequest) => useQuery(questionListQueryOptions(params));
export const useQuestion = (uuid: string | undefined) =>
  useQuery({ queryKey: knowledgeKeys.question(uuid ?? ''), queryFn: ({ signal }) => getQuestion(uuid!, signal), enabled: !!uuid });

/**
 * Every write changes counts or rows of both lists, so the whole area is refreshed; not awaited,
 * so that the form leaves at once and the screen it returns to fetches its own rows.
 */
function useKnowledgeWrite<TVars, TResult>(write: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The screens say every failure themselves (spec 03 sections 5 and 8).
    meta: { notifyError: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export const useCreateCategory = () => useKnowledgeWrite(createCategory);
export const useRenameCategory = () => useKnowledgeWrite(renameCategory);
export const useDeleteCategory = () => useKnowledgeWrite(deleteCategory);
export const useCreateQuestion = () => useKnowledgeWrite(createQuestion);
export const useUpdateQuestion = () => useKnowledgeWrite(updateQuestion);
export const useDeleteQuestions = () => useKnowledgeWrite(deleteQuestions);
