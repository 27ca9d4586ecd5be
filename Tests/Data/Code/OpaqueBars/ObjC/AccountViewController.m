#import "AccountViewController.h"

@implementation AccountViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    // A value computed at run time: not read.
    self.navigationController.navigationBar.translucent = self.isEditing;
}

@end
