import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { BookOpen } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card/card';

const coverVariants = cva(
  'flex items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground',
  {
    variants: { size: { sm: 'h-28', md: 'h-40' } },
    defaultVariants: { size: 'md' },
  },
);

export type EBookCardProps = React.ComponentProps<'div'> &
  VariantProps<typeof coverVariants> & {
    /** Title of the e-book. */
    title: string;
    /** The course the e-book belongs to. */
    courseName?: string;
    /** Author or publisher line. */
    author?: string;
    /** Cover image URL; a book icon stands in when absent. */
    coverUrl?: string;
    /** Opens the reader. */
    onOpen?: () => void;
    /** Level of the title heading, to fit the page's outline. @defaultValue 3 */
    headingLevel?: 2 | 3 | 4;
  };

/** An e-book in My Ebooks. */
export function EBookCard({
  headingLevel = 3,
  title,
  courseName,
  author,
  coverUrl,
  onOpen,
  size,
  className,
  ...props
}: EBookCardProps) {
  return (
    <Card
      data-slot="ebook-card"
      className={cn('flex w-full max-w-xs flex-col', className)}
      {...props}
    >
      <CardContent className="pt-6">
        <div className={coverVariants({ size })}>
          {coverUrl ? (
            <img src={coverUrl} alt="" className="size-full object-cover" />
          ) : (
            <BookOpen aria-hidden className="size-12" />
          )}
        </div>
      </CardContent>
      <CardHeader className="flex-1 pt-0">
        <CardTitle level={headingLevel} size="sm">
          {title}
        </CardTitle>
        {author || courseName ? (
          <CardDescription>{[author, courseName].filter(Boolean).join(' · ')}</CardDescription>
        ) : null}
      </CardHeader>
      {onOpen ? (
        <CardFooter>
          <Button
            variant="outline"
            className="w-full"
            onClick={onOpen}
            aria-label={`Read ${title}`}
          >
            Read
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
