import type { LessonPlan } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { lessonPlansEn } from './teaching-resources/plans.en.js';
import { lessonPlansEs } from './teaching-resources/plans.es.js';

/** Instructor portal, Teaching Resources: one lesson plan per module, in module order. */
export const teachingResources: Record<Locale, readonly LessonPlan[]> = {
  en: lessonPlansEn,
  es: lessonPlansEs,
};
