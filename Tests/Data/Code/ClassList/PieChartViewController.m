#import "PieChartViewController.h"

@implementation PieChartViewController

- (instancetype)init {
    self = [super initWithNibName:@"PieChartViewController" bundle:nil];
    self.edgesForExtendedLayout = UIRectEdgeNone;
    return self;
}

@end
