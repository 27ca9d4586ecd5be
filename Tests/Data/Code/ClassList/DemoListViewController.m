#import <UIKit/UIKit.h>
#import "PieChartViewController.h"

@interface DemoListViewController : UITableViewController
@property (nonatomic, strong) NSArray *demos;
@end

@implementation DemoListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.demos = @[
        @{ @"title": @"Pie", @"class": PieChartViewController.class },
    ];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    Class screenClass = self.demos[indexPath.row][@"class"];
    UIViewController *screen = [[screenClass alloc] init];
    [self.navigationController pushViewController:screen animated:YES];
}

@end
