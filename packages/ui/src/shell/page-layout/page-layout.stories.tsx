import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourse, buildPackageFeatures, buildSessionUser } from '@portal/domain/fixtures';
import { expect, userEvent, within } from 'storybook/test';
import { AppHeader } from '../app-header/app-header';
import { AccountMenu } from '../account-menu/account-menu';
import { Button } from '../../primitives/button/button';
import { CourseBreadcrumbs } from '../../courses/course-breadcrumbs/course-breadcrumbs';
import { CourseSidebar } from '../../courses/course-sidebar/course-sidebar';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListSkeleton } from '../../feedback/list-skeleton/list-skeleton';
import { MainNav } from '../main-nav/main-nav';
import { PageSection } from '../page-section/page-section';

import { PageLayout } from './page-layout';

const user = buildSessionUser();
const course = buildCourse();

const meta = {
  title: 'Shell/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <AppHeader
        productName="Candidate Portal"
        user={{ fullName: user.fullName }}
        notificationCount={2}
        accountMenu={<AccountMenu user={{ fullName: user.fullName }} />}
      />
    ),
    title: 'Subjects',
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSidebar: Story = {
  args: {
    sidebar: (
      <CourseSidebar
        packageFeatures={buildPackageFeatures()}
        activeId="subjects"
        items={[
          { id: 'subjects', label: 'Subjects' },
          { id: 'quizzes', label: 'Quizzes', area: 'quizzes' },
          { id: 'stats', label: 'Stats', area: 'stats' },
        ]}
      />
    ),
    breadcrumbs: <CourseBreadcrumbs step="subject-nav" courseName={course.CourseName} />,
    actions: <Button variant="outline">Search</Button>,
    children: <ListSkeleton kind="contentList" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Subjects' }),
    );
  },
};

export const WithoutSidebar: Story = {
  args: { title: 'My Invoices', children: <ListSkeleton kind="printableInvoice" /> },
};

/** The signed-in shell: header and main navigation, content centred at the header's width. */
export const CandidateShell: Story = {
  args: {
    surface: 'muted',
    contentWidth: 'contained',
    title: undefined,
    header: (
      <>
        <AppHeader
          productName="Candidate Portal"
          user={{ fullName: user.fullName }}
          accountMenu={<AccountMenu user={{ fullName: user.fullName }} />}
        />
        <MainNav
          items={[
            { label: 'My Courses', href: '/dashboard', active: true },
            { label: 'Notifications', href: '/dashboard/notifications' },
            { label: 'Profile', href: '/dashboard/profile' },
          ]}
        />
      </>
    ),
    children: (
      <PageSection title="My Invoices">
        <EmptyState avatar="emptynotes" message="Your invoices will appear here." />
      </PageSection>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveClass('max-w-6xl');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};
