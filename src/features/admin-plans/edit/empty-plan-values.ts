import type { PlanFormValues } from './plan-form-values';

const blank = { name: '', description: '' };

/** The form's shape with nothing in it: what `withForm` parts are typed from. */
export const EMPTY_PLAN_VALUES: PlanFormValues = {
  name: '',
  slug: '',
  description: '',
  price: '',
  currency: 'USD',
  interval: 'month',
  trial_days: '0',
  events_per_month: '',
  tracking_domains: '1',
  services: '',
  is_active: false,
  is_popular: false,
  stripe_price_id: '',
  texts: { pl: blank, es: blank, de: blank, fr: blank },
  features: {},
};
