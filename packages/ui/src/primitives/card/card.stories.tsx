import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>MDCAT Preparation 2026</CardTitle>
        <CardDescription>Biology, Chemistry, Physics and English</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Next live class: Monday, 10:00.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Continue</Button>
        <Button size="sm" variant="outline">
          Details
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardContent className="text-sm">A card with content only.</CardContent>
    </Card>
  ),
};
