import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CatalogueCourseCard } from './catalogue-course-card';

const course = {
  SOSId: 21,
  CourseName: 'NUMS Entry Test Preparation 2027',
  Description:
    'NUMS entry test preparation for the army medical and dental colleges: Biology, Chemistry, Physics and English, with NUMS-pattern mock tests.',
  Subjects: ['Biology', 'Chemistry', 'Physics', 'English'],
  Plans: [
    { SOSPaymentPlanId: 6, Item: { sc: 'NUM27', gc: 'PRM', po: 'M3', pp: 'P6' }, PackageName: 'Premium', Months: 3, PriceMinor: 1_400_000, Currency: 'PKR', ExcludedFeatures: [], AllowRenewal: true },
    { SOSPaymentPlanId: 7, Item: { sc: 'NUM27', gc: 'BSC', po: 'M1', pp: 'P7' }, PackageName: 'Basic', Months: 1, PriceMinor: 450_000, Currency: 'PKR', ExcludedFeatures: [9, 10, 17, 13], AllowRenewal: true },
  ],
};

const meta = {
  title: 'Commerce/CatalogueCourseCard',
  component: CatalogueCourseCard,
  tags: ['autodocs'],
  args: { course, selectedPlanId: null, onSelectPlan: fn() },
} satisfies Meta<typeof CatalogueCourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const PlanChosen: Story = { args: { selectedPlanId: 6 } };
