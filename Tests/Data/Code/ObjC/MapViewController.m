#import "MapViewController.h"
#import "FloorsViewController.h"

@implementation MapViewController

- (void)showFloors:(id)sender
{
    FloorsViewController *floors = [[FloorsViewController alloc] initWithNibName:@"FloorPicker" bundle:nil];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:floors];
    navigation.modalPresentationStyle = UIModalPresentationFormSheet;
    [self presentViewController:navigation animated:YES completion:nil];
}

@end
